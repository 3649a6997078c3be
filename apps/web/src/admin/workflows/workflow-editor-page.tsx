import { REFUND_MODE_LABELS, REFUND_MODES } from '@roundtrip/core/pricing';
import { RISK_LEVELS } from '@roundtrip/core/risk';
import type { WorkflowTrigger } from '@roundtrip/core/workflows';
import {
  Banner,
  BlockStack,
  Button,
  Card,
  InlineStack,
  Page,
  Select,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldAlert } from '../../components/field-alert';
import type { FieldMessages } from '../../lib/field-errors';
import { errorToastMessage, isHttpError, successToastMessage } from '../../lib/http';
import { dispatch } from '../../lib/store';
import { showErrorToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePermission } from '../permission-texts';
import { ConditionsBuilder } from '../rules/conditions-builder';
import { EditorLayout } from '../rules/editor-layout';
import { ActionsBuilder } from './actions-builder';
import { useAutomationRules, useWorkflowMutations, useWorkflows } from './use-workflows';
import {
  bodyOf,
  draftOfWorkflow,
  emptyWorkflow,
  validateWorkflow,
  type WorkflowDraft,
} from './workflow-form';

const BACK = '/admin/settings/workflows';

export default function WorkflowEditorPage() {
  const { id } = useParams();
  useDocumentTitle(id && id !== 'new' ? 'Edit workflow' : 'New workflow');
  return <WorkflowEditor key={id ?? 'new'} id={id === 'new' ? undefined : id} />;
}

/** The builder: trigger, conditions (core's rule conditions plus request ones), ordered actions, a dry run. */
function WorkflowEditor({ id }: { id?: string }) {
  const navigate = useNavigate();
  const list = useWorkflows();
  const catalogue = useAutomationRules();
  const { save, dryRun } = useWorkflowMutations();
  const edit = usePermission('setting.automation.edit');
  const saved = id ? list.data?.docs.find((w) => w.id === id) : undefined;
  const [draft, setDraft] = useState<WorkflowDraft | null>(id ? null : emptyWorkflow());
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState('');
  useEffect(() => {
    if (saved && !draft) setDraft(draftOfWorkflow(saved));
  }, [saved, draft]);

  if (id && !list.isLoading && !saved)
    return (
      <Page title="Workflow" backAction={{ content: 'Workflows', url: BACK }}>
        <Banner tone="critical" title="This workflow could not be loaded">
          It may have been deleted.
        </Banner>
      </Page>
    );
  if (!draft || !catalogue.data)
    return (
      <Page title="Workflow" backAction={{ content: 'Workflows', url: BACK }}>
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      </Page>
    );

  const change = (next: Partial<WorkflowDraft>) => {
    setDraft({ ...draft, ...next });
    setErrors({});
    setFormError('');
  };
  const submit = () => {
    const problems = validateWorkflow(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError('Please fix the fields marked below. Nothing was saved.');
      return;
    }
    save.mutate(
      { id, body: bodyOf(draft) },
      {
        onSuccess: () => {
          dispatch({ type: 'showToast', payload: { message: successToastMessage('Workflow saved') } });
          navigate(BACK);
        },
        onError: (err) => {
          if (isHttpError(err) && err.fields) setErrors(err.fields);
          setFormError(errorToastMessage(err));
          showErrorToast(err);
        },
      },
    );
  };
  const body = bodyOf(draft);
  const tryIt = () =>
    dryRun.mutate({ match: body.match, conditions: body.conditions }, { onError: showErrorToast });

  return (
    <EditorLayout
      title={id ? 'Edit workflow' : 'New workflow'}
      back={{ content: 'Workflows', url: BACK }}
      formError={formError}
      name={draft.name}
      nameError={errors.name}
      onName={(name) => change({ name })}
      activeLabel="Workflow is on"
      active={draft.active}
      onActive={(active) => change({ active })}
      headerFields={
        <>
          <Select
            label="When"
            options={catalogue.data.triggers.map((t) => ({ label: t.label, value: t.value }))}
            value={draft.trigger}
            onChange={(trigger) => change({ trigger: trigger as WorkflowTrigger })}
          />
          {draft.trigger === 'no_change' && (
            <TextField
              label="Days without change"
              type="number"
              autoComplete="off"
              value={draft.triggerDays}
              onChange={(triggerDays) => change({ triggerDays })}
              error={fieldAlert(errors.trigger_days)}
            />
          )}
        </>
      }
      saveLabel="Save workflow"
      saveHint={edit.hint}
      saving={save.isPending}
      onSubmit={submit}
      onCancel={() => navigate(BACK)}
    >
      <Card>
        <BlockStack gap="300">
          <ConditionsBuilder draft={draft} onChange={(next) => change(next)} errors={errors} />
          <InlineStack gap="300">
            <Select
              label="Refund mode"
              options={[
                { label: 'Any', value: '' },
                ...REFUND_MODES.map((m) => ({ label: REFUND_MODE_LABELS[m], value: m })),
              ]}
              value={draft.refundMode}
              onChange={(refundMode) => change({ refundMode })}
            />
            <TextField
              label="Request value at most"
              autoComplete="off"
              value={draft.valueMax}
              onChange={(valueMax) => change({ valueMax })}
            />
            <TextField
              label="Customer's earlier requests at most"
              type="number"
              autoComplete="off"
              value={draft.earlierMax}
              onChange={(earlierMax) => change({ earlierMax })}
            />
          </InlineStack>
          <InlineStack gap="300">
            <TextField
              label="Risk score at least"
              type="number"
              autoComplete="off"
              value={draft.riskMin}
              onChange={(riskMin) => change({ riskMin })}
            />
            <Select
              label="Risk level"
              options={[
                { label: 'Any', value: '' },
                ...RISK_LEVELS.map((l) => ({ label: `${l.charAt(0).toUpperCase()}${l.slice(1)}`, value: l })),
              ]}
              value={draft.riskLevel}
              onChange={(riskLevel) => change({ riskLevel: riskLevel as WorkflowDraft['riskLevel'] })}
            />
          </InlineStack>
          <InlineStack gap="300" blockAlign="center">
            <Button onClick={tryIt} loading={dryRun.isPending}>
              Dry run
            </Button>
            {dryRun.data && (
              <Text as="p">{`Would have matched ${dryRun.data.matched} of the last ${dryRun.data.checked} requests`}</Text>
            )}
          </InlineStack>
        </BlockStack>
      </Card>
      <Card>
        <ActionsBuilder
          actions={draft.actions}
          choices={catalogue.data.actions}
          onChange={(actions) => change({ actions })}
          errors={errors}
        />
      </Card>
    </EditorLayout>
  );
}
