import type { RequestMediaItem } from '@roundtrip/core';
import { Button, InlineStack, Modal, Spinner, Text } from '@shopify/polaris';
import { PlayIcon } from '@shopify/polaris-icons';
import { useEffect, useState } from 'react';
import { authorization, http } from '../../../lib/http';

/**
 * Media is served to the merchant's bearer token (never a public URL), so an <img src> cannot load it:
 * fetch it with the token and show an object URL. A 401 means the token just expired: one cheap
 * authenticated call lets the shared http client refresh it, then the fetch is tried once more.
 */
async function fetchMedia(url: string, signal: AbortSignal): Promise<string> {
  const get = async () => fetch(url, { headers: { Authorization: await authorization() }, signal });
  let res = await get();
  if (res.status === 401) {
    await http.get('/dashboard/v1');
    res = await get();
  }
  if (!res.ok) throw new Error(`Media could not be loaded (${res.status})`);
  return URL.createObjectURL(await res.blob());
}

function useMediaUrl(url: string | null) {
  const [state, setState] = useState<{ src: string | null; error: boolean }>({ src: null, error: false });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let made: string | null = null;
    setState({ src: null, error: false });
    fetchMedia(url, controller.signal)
      .then((src) => {
        made = src;
        setState({ src, error: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, error: true });
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return state;
}

function MediaThumb({ media, onOpen }: { media: RequestMediaItem; onOpen: () => void }) {
  const { src, error } = useMediaUrl(media.kind === 'image' ? media.url : null);
  const label = `Open ${media.kind} ${media.original_name}`;
  return (
    <button type="button" className="rt-media-thumb" aria-label={label} onClick={onOpen} style={thumbStyle}>
      {media.kind === 'video' ? (
        <PlayIcon width={24} height={24} aria-hidden />
      ) : src ? (
        <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : error ? (
        <Text as="span" variant="bodySm" tone="critical">
          !
        </Text>
      ) : (
        <Spinner size="small" />
      )}
    </button>
  );
}

const thumbStyle = {
  width: 56,
  height: 56,
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  border: '1px solid var(--p-color-border)',
  borderRadius: 'var(--p-border-radius-200)',
  background: 'var(--p-color-bg-surface-secondary)',
  overflow: 'hidden',
  cursor: 'pointer',
} as const;

function MediaLarge({ media }: { media: RequestMediaItem }) {
  const { src, error } = useMediaUrl(media.url);
  if (error)
    return (
      <Text as="p" tone="critical">
        This file could not be loaded.
      </Text>
    );
  if (!src) return <Spinner accessibilityLabel="Loading media" />;
  return media.kind === 'video' ? (
    // biome-ignore lint/a11y/useMediaCaption: shoppers' own recordings have no captions
    <video src={src} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={media.original_name} />
  ) : (
    <img
      src={src}
      alt={media.original_name}
      style={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
    />
  );
}

/** Thumbnails of an item's photos and videos; a click opens the viewer with previous and next. */
export function MediaViewer({ media, title }: { media: RequestMediaItem[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (media.length === 0) return null;
  const current = open === null ? null : media[open];
  return (
    <>
      <InlineStack gap="200">
        {media.map((m, i) => (
          <MediaThumb key={m.id} media={m} onOpen={() => setOpen(i)} />
        ))}
      </InlineStack>
      <Modal
        open={current !== null && current !== undefined}
        onClose={() => setOpen(null)}
        title={`${title}: ${open === null ? '' : open + 1} of ${media.length}`}
        size="large"
      >
        <Modal.Section>
          {current ? <MediaLarge key={current.id} media={current} /> : null}
          <InlineStack align="space-between" blockAlign="center">
            <Button disabled={!open} onClick={() => setOpen((i) => (i ? i - 1 : i))}>
              Previous
            </Button>
            <Text as="span" tone="subdued">
              {current?.original_name}
            </Text>
            <Button
              disabled={open === null || open >= media.length - 1}
              onClick={() => setOpen((i) => (i === null ? i : Math.min(media.length - 1, i + 1)))}
            >
              Next
            </Button>
          </InlineStack>
        </Modal.Section>
      </Modal>
    </>
  );
}
