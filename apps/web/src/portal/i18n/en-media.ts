import { addMessages } from './i18n';

/** Words of the photo uploader, loaded with it (only reasons that ask for photos show it). */
export const enMedia = {
  request: {
    media: 'Photos or a video',
    mediaHint: 'Up to 5 photos (10 MB each) or a video (50 MB) showing the problem.',
    uploading: 'Uploading…',
    removeFile: 'Remove {{name}}',
    fileTooBig: '{{name}} is too large.',
    fileType: '{{name}} is not a photo or a video.',
    tooManyFiles: 'Attach at most 5 files per item.',
  },
};

addMessages(enMedia, () => import('./hi-media'));
