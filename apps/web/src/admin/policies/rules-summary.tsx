import { RULE_PATHS, type RuleType } from '@roundtrip/core';
import { Button, InlineStack, Text } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { RULE_TYPE_LABELS } from '../rules/rule-labels';

const ruleTypeOfPath = (path: string): RuleType | undefined =>
  (Object.entries(RULE_PATHS) as [RuleType, string][]).find(([, p]) => p === path)?.[0];

/** Inside a policy block: how many rules of its type exist and are on, with links to manage them. */
export function RulesSummary({ path }: { path: string }) {
  const type = ruleTypeOfPath(path);
  const list = useQuery({
    queryKey: ['rules', type, 'summary'],
    queryFn: () => http.get<{ docs: { active: boolean }[]; total: number }>(`${path}?page=1&limit=100`),
    enabled: Boolean(type),
  });
  if (!type) return null;
  const label = RULE_TYPE_LABELS[type];
  const total = list.data?.total ?? 0;
  const on = list.data?.docs.filter((r) => r.active).length ?? 0;
  return (
    <InlineStack align="space-between" blockAlign="center" gap="200">
      <Text as="p" tone="subdued">
        {list.isLoading
          ? `Loading ${label.plural.toLowerCase()}…`
          : total === 0
            ? `No ${label.plural.toLowerCase()} yet.`
            : `${total} ${total === 1 ? label.singular.toLowerCase() : label.plural.toLowerCase()}, ${on} on.`}
      </Text>
      <InlineStack gap="200">
        <Button url={`/admin/settings/rules?type=${type}`}>{`Manage ${label.plural.toLowerCase()}`}</Button>
        <Button url={`/admin/settings/rules/${type}/new`} variant="secondary">
          {`Create ${label.singular.toLowerCase()}`}
        </Button>
      </InlineStack>
    </InlineStack>
  );
}
