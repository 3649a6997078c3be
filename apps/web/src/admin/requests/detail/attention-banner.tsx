import type { RequestDetailResponse } from '@roundtrip/core';
import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { humanize } from '../request-format';

/**
 * 'Needs attention': a job that kept failing (its last error shown) or units missing / not restocked.
 * Failed jobs can be retried from here; jobs still running are shown so nobody retries them twice. A
 * refund that failed is first offered another way to pay (retrying a refused refund seldom helps).
 */
export function AttentionBanner({
  request,
  onRetry,
  retrying,
  onRefundAgain,
}: {
  request: RequestDetailResponse;
  onRetry: () => void;
  retrying: boolean;
  onRefundAgain: () => void;
}) {
  const failed = request.side_effects.filter((e) => e.status === 'failed');
  const pending = request.side_effects.filter((e) => e.status === 'pending');
  if (!request.needs_attention && failed.length === 0) {
    return pending.length ? (
      <Banner tone="info" title="Updating the store">
        <Text as="p">{`${pending.map((e) => humanize(e.effect)).join(', ')}: in progress.`}</Text>
      </Banner>
    ) : null;
  }
  const canRetry = request.allowed_actions.includes('retry') && failed.length > 0;
  const retry = { content: 'Retry failed steps', onAction: onRetry, loading: retrying };
  const refundAgain =
    request.refund_state === 'failed' && request.allowed_actions.includes('refund')
      ? { content: 'Refund another way', onAction: onRefundAgain }
      : null;
  return (
    <Banner
      tone="critical"
      title={refundAgain ? 'Refund delayed: the shopper has not been paid' : 'Needs attention'}
      action={refundAgain ?? (canRetry ? retry : undefined)}
      secondaryAction={refundAgain && canRetry ? retry : undefined}
    >
      <BlockStack gap="200">
        {request.attention_error ? <Text as="p">{request.attention_error}</Text> : null}
        {failed.length ? (
          <List type="bullet">
            {failed.map((e) => (
              <List.Item key={e.id}>
                {`${humanize(e.effect)} failed after ${e.attempts} ${e.attempts === 1 ? 'attempt' : 'attempts'}: ${e.last_error ?? 'unknown error'}`}
              </List.Item>
            ))}
          </List>
        ) : null}
      </BlockStack>
    </Banner>
  );
}
