import { addMessages } from './i18n';

/** Words of the photo uploader, loaded with it (only reasons that ask for photos show it). */
export const enMedia = {
  request: {
    media: 'Photos or a video',
    mediaHint: 'Up to 5 photos (10 MB each) or a video (50 MB) showing the problem.',
    dropHere: 'Drop photos or a video here, or',
    takePhoto: 'Take a photo',
    chooseFiles: 'Choose photos or a video',
    uploading: 'Uploading…',
    uploaded_zero: 'No file added yet',
    uploaded_one: '{{count}} file uploaded',
    uploaded_other: '{{count}} files uploaded',
    fileDone: '{{name}} uploaded',
    fileProgress: 'Uploading {{name}}',
    fileFailed: "{{name}} didn't upload.",
    retryFile: 'Try {{name}} again',
    removeFile: 'Remove {{name}}',
    fileTooBig: '{{name}} is too large.',
    fileType: '{{name}} is not a photo or a video.',
    tooManyFiles: 'Attach at most 5 files per item.',
  },
};

addMessages(enMedia, () => import('./hi-media'));
