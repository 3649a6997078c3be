import { RULE_TYPES, type RuleType } from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { Banner, BlockStack, Card, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { FieldMessages } from '../../lib/field-errors';
import { errorToastMessage, isHttpError, successToastMessage } from '../../lib/http';
import { dispatch, useAppState } from '../../lib/store';
import { showErrorToast } from '../../lib/toasts';
import AdminNotFoundPage from '../admin-not-found-page';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePermission } from '../permission-texts';
import { UpsellModal } from '../policies/upsell-modal';
import { ConditionsBuilder } from './conditions-builder';
import { EditorLayout } from './editor-layout';
import { OutcomeFields } from './outcome-fields';
import { bodyOf, draftOfRule, emptyRule, type RuleDraft, ruleGate, validateRule } from './rule-form';
import { RULE_TYPE_LABELS } from './rule-labels';
import { useRule, useRuleMutations } from './use-rules';

const isRuleType = (v: string | undefined): v is RuleType => RULE_TYPES.includes(v as RuleType);

export default function RuleEditorPage() {
  const { type, id } = useParams();
  if (!isRuleType(type)) return <AdminNotFoundPage />;
  return <RuleEditor key={`${type}/${id ?? 'new'}`} type={type} id={id === 'new' ? undefined : id} />;
}

function RuleEditor({ type, id }: { type: RuleType; id?: string }) {
  const navigate = useNavigate();
  const labels = RULE_TYPE_LABELS[type];
  useDocumentTitle(labels.singular);
  const { rule, isLoading, error } = useRule(type, id);
  const { save } = useRuleMutations(type);
  const edit = usePermission('setting.rules.edit');
  const planName = useAppState((s) => s.user.plan?.name ?? '');
  const [draft, setDraft] = useState<RuleDraft | null>(id ? null : emptyRule(type));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState('');
  const [upsell, setUpsell] = useState<Feature | null>(null);
  const back = `/admin/settings/rules?type=${type}`;

  useEffect(() => {
    if (rule && !draft) setDraft(draftOfRule(rule));
  }, [rule, draft]);

  if (id && !isLoading && !rule) {
    return (
      <Page title={labels.singular} backAction={{ content: labels.plural, url: back }}>
        <Banner tone="critical" title="This rule could not be loaded">
          {error ? errorToastMessage(error) : 'It may have been deleted.'}
        </Banner>
      </Page>
    );
  }
  if (!draft) {
    return (
      <Page title={labels.singular} backAction={{ content: labels.plural, url: back }}>
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      </Page>
    );
  }

  const change = (next: Partial<RuleDraft>) => {
    setDraft({ ...draft, ...next });
    setErrors({});
    setFormError('');
  };

  const submit = () => {
    const problems = validateRule(type, draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError('Please fix the fields marked below. Nothing was saved.');
      return;
    }
    const gate = ruleGate(type, draft);
    if (gate && !isFeatureUnlocked(planName, gate)) {
      setUpsell(gate);
      return;
    }
    save.mutate(
      { id, body: bodyOf(type, draft) },
      {
        onSuccess: () => {
          dispatch({
            type: 'showToast',
            payload: { message: successToastMessage(`${labels.singular} saved`) },
          });
          navigate(back);
        },
        onError: (err) => {
          if (isHttpError(err) && err.code === 'PLAN_REQUIRED')
            setUpsell(ruleGate(type, draft) ?? 'upsell_booster');
          if (isHttpError(err) && err.fields) setErrors(err.fields);
          setFormError(errorToastMessage(err));
          showErrorToast(err);
        },
      },
    );
  };

  const title = id ? `Edit ${labels.singular.toLowerCase()}` : `New ${labels.singular.toLowerCase()}`;
  return (
    <>
      <EditorLayout
        title={title}
        subtitle={labels.help}
        back={{ content: labels.plural, url: back }}
        formError={formError}
        name={draft.name}
        nameError={errors.name}
        onName={(name) => change({ name })}
        activeLabel="Rule is on"
        active={draft.active}
        onActive={(active) => change({ active })}
        saveLabel="Save rule"
        saveHint={edit.hint}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      >
        <Card>
          <ConditionsBuilder draft={draft} onChange={(next) => change(next)} errors={errors} />
        </Card>
        <Card>
          <BlockStack gap="300">
            <Text as="h3" variant="headingSm">
              Outcome
            </Text>
            <OutcomeFields
              type={type}
              outcome={draft.outcome}
              onChange={(outcome) => change({ outcome })}
              errors={errors}
            />
          </BlockStack>
        </Card>
      </EditorLayout>
      <UpsellModal feature={upsell} onClose={() => setUpsell(null)} />
    </>
  );
}
