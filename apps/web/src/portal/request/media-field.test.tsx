import type { PortalMedia } from '@roundtrip/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MediaField from './media-field';

/** A stand-in for the browser's XMLHttpRequest: each send waits until the test answers it. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  status = 0;
  responseText = '';
  timeout = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    FakeUpload.sent.push(this);
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const stored = (name: string): PortalMedia => ({
  id: `m-${name}`,
  kind: 'image',
  content_type: 'image/jpeg',
  size: 10,
  url: `/api/customer/v1/media/m-${name}`,
  original_name: name,
});

function Field() {
  const [media, setMedia] = useState<PortalMedia[]>([]);
  return <MediaField id="item-media" media={media} sessionId="s-1" error={null} onChange={setMedia} />;
}

const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose photos or a video'), { target: { files } });

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MediaField', () => {
  it('offers the camera, shows progress, then the uploaded photo with its thumbnail', async () => {
    render(<Field />);
    expect(screen.getByLabelText('Take a photo').getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('status').textContent).toBe('No file added yet');

    choose([photo('crack.jpg')]);
    await screen.findByText('Uploading…');
    act(() => FakeUpload.sent[0]?.progress(40));
    const bar = screen.getByRole('progressbar', { name: 'Uploading crack.jpg' });
    expect(bar.getAttribute('value')).toBe('40');

    await act(async () => FakeUpload.sent[0]?.answer(201, { files: [stored('crack.jpg')] }));
    expect(screen.getByText('crack.jpg uploaded')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 file uploaded');
    expect(screen.getByRole('listitem').querySelector('img')?.getAttribute('src')).toBe(
      '/api/customer/v1/media/m-crack.jpg?session=s-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove crack.jpg' }));
    expect(screen.queryByText('crack.jpg uploaded')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No file added yet');
  });

  it('keeps a failed upload with a retry that sends it again', async () => {
    render(<Field />);
    choose([photo('box.jpg')]);
    await act(async () => FakeUpload.sent[0]?.onerror?.());
    expect(screen.getByText(/^box\.jpg didn't upload\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try box.jpg again' }));
    expect(FakeUpload.sent).toHaveLength(2);
    await act(async () => FakeUpload.sent[1]?.answer(201, { files: [stored('box.jpg')] }));
    expect(screen.getByText('box.jpg uploaded')).toBeTruthy();
    expect(screen.queryByText(/didn't upload/)).toBeNull();
  });

  it('refuses a file that is not a photo or a video before sending it', () => {
    render(<Field />);
    choose([new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })]);
    expect(screen.getByText('receipt.pdf is not a photo or a video.')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(0);
  });
});
