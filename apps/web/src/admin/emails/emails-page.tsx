import type { EmailTemplateBody } from '@roundtrip/core';
import { EMAIL_LANGUAGES, type EmailLanguage } from '@roundtrip/core/emails';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  FormLayout,
  InlineGrid,
  InlineStack,
  Layout,
  Page,
  Select,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorToastMessage, http, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { SaveBar } from '../frame/save-bar';
import { useDocumentTitle } from '../frame/use-document-title';
import { EmailFrame } from './email-frame';
import { templatePath, usePreview, useTemplate, useTemplates } from './use-emails';

const LANGUAGE_LABELS: Record<EmailLanguage, string> = { en: 'English', hi: 'Hindi' };
const FIELDS = ['subject', 'heading', 'body', 'button'] as const;
const FIELD_LABELS = { subject: 'Subject', heading: 'Heading', body: 'Text', button: 'Button' } as const;

/** The emails Roundtrip sends, each editable per language with a live preview on a demo request. */
export default function EmailsPage() {
  useDocumentTitle('Emails');
  const { data, error, isLoading } = useTemplates();
  const [kind, setKind] = useState('request_received');
  const [language, setLanguage] = useState<EmailLanguage>('en');
  return (
    <Page
      title="Emails"
      subtitle="What shoppers and your team receive at each moment of a request."
      secondaryActions={[{ content: 'Sent emails', url: '/admin/emails/sent' }]}
    >
      <Layout>
        <Layout.Section variant="oneThird">
          <Card padding="0">
            {error ? (
              <Banner tone="critical" title="Emails could not be loaded">
                {errorToastMessage(error)}
              </Banner>
            ) : isLoading ? (
              <Box padding="400">
                <SkeletonBodyText lines={8} />
              </Box>
            ) : (
              <ul aria-label="Emails" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {data?.docs.map((t) => (
                  <li key={t.kind}>
                    <Box padding="300" background={t.kind === kind ? 'bg-surface-selected' : undefined}>
                      <InlineStack align="space-between" blockAlign="center" gap="200">
                        <Button variant="plain" onClick={() => setKind(t.kind)}>
                          {t.label}
                        </Button>
                        {t.customized.length > 0 && <Badge tone="info">Edited</Badge>}
                      </InlineStack>
                    </Box>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Layout.Section>
        <Layout.Section>
          <BlockStack gap="400">
            <Select
              label="Language"
              options={EMAIL_LANGUAGES.map((l) => ({ label: LANGUAGE_LABELS[l], value: l }))}
              value={language}
              onChange={(v) => setLanguage(v === 'hi' ? 'hi' : 'en')}
            />
            <TemplateEditor key={`${kind}/${language}`} kind={kind} language={language} />
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}

function TemplateEditor({ kind, language }: { kind: string; language: EmailLanguage }) {
  const client = useQueryClient();
  const { data, error } = useTemplate(kind, language);
  const [text, setText] = useState<EmailTemplateBody | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data) setText({ subject: data.subject, heading: data.heading, body: data.body, button: data.button });
  }, [data]);
  const preview = usePreview(kind, language, text);
  const refresh = () =>
    client
      .invalidateQueries({ queryKey: ['email-template'] })
      .then(() => client.invalidateQueries({ queryKey: ['email-templates'] }));
  const save = useMutation({
    mutationFn: (body: EmailTemplateBody) => http.put(templatePath(kind, language), body),
    onSuccess: () => {
      showSuccessToast('Email saved');
      return refresh();
    },
    onError: (err) => {
      if (isHttpError(err) && err.fields) setErrors(err.fields);
      showErrorToast(err);
    },
  });
  const reset = useMutation({
    mutationFn: () => http.delete(templatePath(kind, language)),
    onSuccess: () => {
      showSuccessToast('Back to the default text');
      return refresh();
    },
    onError: showErrorToast,
  });
  if (error)
    return (
      <Banner tone="critical" title="This email could not be loaded">
        {errorToastMessage(error)}
      </Banner>
    );
  if (!data || !text) return <SkeletonBodyText lines={10} />;
  const problems = { ...preview.data?.problems, ...errors };
  const dirty = FIELDS.some((field) => text[field] !== data[field]);
  return (
    <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
      <SaveBar
        id="email-template-save-bar"
        dirty={dirty}
        saving={save.isPending}
        onSave={() => save.mutate(text)}
        onDiscard={() => {
          setText({ subject: data.subject, heading: data.heading, body: data.body, button: data.button });
          setErrors({});
        }}
      />
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {data.label}
          </Text>
          <FormLayout>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={FIELD_LABELS[field]}
                value={text[field]}
                multiline={field === 'body' ? 8 : false}
                autoComplete="off"
                error={problems[field]}
                onChange={(value) => {
                  setText({ ...text, [field]: value });
                  setErrors({});
                }}
              />
            ))}
          </FormLayout>
          <Text as="p" tone="subdued" variant="bodySm">
            {`Variables: ${data.variables.map((v) => `{{${v}}}`).join(' ')}`}
          </Text>
          <InlineStack gap="200">
            <Button variant="primary" loading={save.isPending} onClick={() => save.mutate(text)}>
              Save
            </Button>
            {data.customized && (
              <Button loading={reset.isPending} onClick={() => reset.mutate()}>
                Use the default text
              </Button>
            )}
          </InlineStack>
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            Preview
          </Text>
          <Text as="p" variant="bodyMd">
            {preview.data ? `Subject: ${preview.data.subject}` : ' '}
          </Text>
          {preview.data && <EmailFrame title="Email preview" html={preview.data.html} />}
        </BlockStack>
      </Card>
    </InlineGrid>
  );
}
