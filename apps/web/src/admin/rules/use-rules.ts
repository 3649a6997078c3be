import { type AnyRule, RULE_CONTRACTS, RULE_PATHS, type RuleList, type RuleType } from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { numericId, useCatalogue, useProductTitles } from '../policies/use-catalogue';
import { useReasons } from '../reasons/use-reasons';
import type { NameOf } from './rule-form';

type Schema<T> = { parse: (data: unknown) => T };
const listSchema = (type: RuleType) => RULE_CONTRACTS[type].list as unknown as Schema<RuleList>;
const viewSchema = (type: RuleType) => RULE_CONTRACTS[type].view as unknown as Schema<AnyRule>;

const rulesKey = (type: RuleType) => ['rules', type] as const;

/** Every rule of a type in its order (a store keeps few; the list asks for the first 100). */
export function useRules(type: RuleType) {
  return useQuery({
    queryKey: [...rulesKey(type), 'list'],
    queryFn: () => http.get(`${RULE_PATHS[type]}?page=1&limit=100`, { schema: listSchema(type) }),
  });
}

export function useRule(type: RuleType, id: string | undefined) {
  const list = useRules(type);
  return { ...list, rule: id ? list.data?.docs.find((r) => r.id === id) : undefined };
}

/** Create (no id) or replace (id) a rule; toggle, delete and reorder; each refreshes the type's list. */
export function useRuleMutations(type: RuleType) {
  const client = useQueryClient();
  const path = RULE_PATHS[type];
  const refresh = () => client.invalidateQueries({ queryKey: rulesKey(type) });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id
        ? http.put(`${path}/${id}`, body, { schema: viewSchema(type) })
        : http.post(path, body, { schema: viewSchema(type) }),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      http.patch(`${path}/${id}`, { active }, { schema: viewSchema(type) }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`${path}/${id}`),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => http.post(`${path}/reorder`, { ids }, { schema: listSchema(type) }),
    onSuccess: (data) => {
      client.setQueryData([...rulesKey(type), 'list'], data);
      void refresh();
    },
  });
  return { save, toggle, remove, reorder };
}

/** Names for the ids that rules' conditions hold (reasons, products, collections), for their one-line summary. */
export function useConditionNames(rules: readonly AnyRule[]): NameOf {
  const reasons = useReasons();
  const catalogue = useCatalogue();
  const products = useProductTitles(
    rules.flatMap((r) => r.conditions.flatMap((c) => (c.type === 'product' ? c.values : []))),
  );
  return (type, value) => {
    if (type === 'reason') return reasons.data?.docs.find((r) => r.id === value)?.name ?? value;
    if (type === 'product') return products[numericId(value)] ?? `#${numericId(value)}`;
    if (type === 'collection')
      return (
        catalogue.data?.collections.find((c) => numericId(c.id) === numericId(value))?.title ??
        `#${numericId(value)}`
      );
    return value;
  };
}
