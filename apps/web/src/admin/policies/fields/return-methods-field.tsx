import { dropOffPlaceListResponse, type ReturnMethod } from '@roundtrip/core';
import { Banner, BlockStack, Checkbox, InlineError, Text } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const RETURN_METHODS = [
  ['pickup', 'Pickup from the shopper’s address'],
  ['drop_off', 'Drop-off by the shopper'],
  ['self_ship', 'Self-ship to your return address'],
] as const;

type Props = { value: ReturnMethod[]; onChange: (value: ReturnMethod[]) => void; error?: string };

/** The return methods offered; drop-off without an active place is hidden on the portal, so the page says so. */
export function ReturnMethodsField({ value, onChange, error }: Props) {
  const places = useQuery({
    queryKey: ['drop-off-places'],
    queryFn: () => http.get('/setting/v1/drop-off-places', { schema: dropOffPlaceListResponse }),
  });
  const noPlace = places.data !== undefined && !places.data.docs.some((p) => p.active);
  return (
    <BlockStack gap="100">
      <Text as="h3" variant="headingSm">
        Return methods offered
      </Text>
      {RETURN_METHODS.map(([method, label]) => (
        <Checkbox
          key={method}
          label={label}
          checked={value.includes(method)}
          onChange={(on) => onChange(on ? [...value, method] : value.filter((m) => m !== method))}
        />
      ))}
      {error && <InlineError message={error} fieldID="return_methods" />}
      {value.includes('drop_off') && noPlace && (
        <Banner
          tone="warning"
          title="Add a drop-off place"
          action={{ content: 'Add drop-off place', url: '/admin/settings/drop-off-places' }}
        >
          Shoppers see drop-off only once your store has a place to drop the parcel off at.
        </Banner>
      )}
    </BlockStack>
  );
}
