import { BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

/** Copies the portal address; the setup step's button does the same. */
export async function copyPortalUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showSuccessToast('Portal link copied');
  } catch (error) {
    showErrorToast(error);
  }
}

/** The shopper portal's address, to open, copy, or print as a QR code on packing slips. */
export function PortalCard({ url }: { url: string }) {
  const qr = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`,
    [url],
  );
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd" id="portal">
          Return portal
        </Text>
        <Text as="p" tone="subdued">
          Shoppers start their returns and exchanges here.
        </Text>
        <Text as="p" breakWord>
          {url}
        </Text>
        <InlineStack gap="200">
          <Button url={url} target="_blank" accessibilityLabel="Open the return portal in a new tab">
            Open
          </Button>
          <Button onClick={() => copyPortalUrl(url)} accessibilityLabel="Copy the return portal link">
            Copy
          </Button>
        </InlineStack>
        <img src={qr} alt={`QR code for ${url}`} width={144} height={144} />
        <Text as="p" tone="subdued" variant="bodySm">
          Print it on packing slips: a phone camera opens the portal.
        </Text>
      </BlockStack>
    </Card>
  );
}
