import {
  type StoreSettingResponse,
  storeContactBody,
  storeLogoResponse,
  storeMetaBody,
  storeRoiBody,
  storeSettingResponse,
} from '@roundtrip/core';
import {
  Banner,
  BlockStack,
  Button,
  Card,
  FormLayout,
  Page,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { saveStoreLogo } from '../../lib/auth-storage';
import { fieldErrorsOf } from '../../lib/field-errors';
import { authorization, errorToastMessage, http, isHttpError } from '../../lib/http';
import { dispatch, useAppState } from '../../lib/store';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { SaveBar } from '../frame/save-bar';
import { useDocumentTitle } from '../frame/use-document-title';

type Fields = Record<string, string>;

type Field = {
  key: string;
  label: string;
  autoComplete?: string;
  type?: 'email' | 'tel' | 'number';
  inputMode?: 'decimal';
  multiline?: number;
};

/** One section of the page: its own fields, checked with its contract, saved on its own. */
function Section(props: {
  title: string;
  initial: Fields;
  schema: z.ZodType;
  toBody?: (f: Fields) => unknown;
  save: (body: unknown) => Promise<StoreSettingResponse>;
  fields: Field[];
}) {
  const client = useQueryClient();
  const [fields, setFields] = useState(props.initial);
  const [errors, setErrors] = useState<Fields>({});
  const mutation = useMutation({
    mutationFn: props.save,
    onSuccess: (data) => {
      client.setQueryData(['store-profile', data.store], data);
      showSuccessToast(`${props.title} saved`);
    },
    onError: (err) => {
      if (isHttpError(err) && err.fields) setErrors(err.fields);
      showErrorToast(err);
    },
  });
  const submit = () => {
    const parsed = props.schema.safeParse(props.toBody ? props.toBody(fields) : fields);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    mutation.mutate(parsed.data);
  };
  return (
    <Card>
      <SaveBar
        id={`store-profile-${props.title.toLowerCase().replace(/\W+/g, '-')}`}
        dirty={Object.keys(fields).some((key) => fields[key] !== props.initial[key])}
        saving={mutation.isPending}
        onSave={submit}
        onDiscard={() => {
          setFields(props.initial);
          setErrors({});
        }}
      />
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {props.title}
        </Text>
        <FormLayout>
          {props.fields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete ?? 'off'}
              inputMode={field.inputMode}
              multiline={field.multiline}
              value={fields[field.key]}
              error={errors[field.key]}
              onChange={(v) => setFields((f) => ({ ...f, [field.key]: v }))}
            />
          ))}
          <Button onClick={submit} loading={mutation.isPending}>{`Save ${props.title.toLowerCase()}`}</Button>
        </FormLayout>
      </BlockStack>
    </Card>
  );
}

/** The logo goes through the uploads pipeline: the server reads its type from the bytes and re-encodes it. */
async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await window.fetch('/api/store/v1/logo', {
    method: 'POST',
    headers: { Authorization: await authorization() },
    body: form,
  });
  const data: unknown = await res.json();
  if (!res.ok) throw { status: res.status, ...(data as object) };
  return storeLogoResponse.parse(data).store_logo;
}

/** The Store profile page: the store's name and description, contacts, ROI figures and logo. */
export default function StoreProfilePage() {
  useDocumentTitle('Store profile');
  const storeId = useAppState((s) => s.user.store ?? '');
  const logo = useAppState((s) => s.store_logo);
  const profile = useQuery({
    queryKey: ['store-profile', storeId],
    queryFn: () => http.get(`/store/v1/setting/${storeId}`, { schema: storeSettingResponse }),
    enabled: storeId !== '',
  });
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (profile.data?.store_logo) dispatch({ type: 'setStoreLogo', payload: profile.data.store_logo });
  }, [profile.data?.store_logo]);

  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadLogo(file);
      saveStoreLogo(url);
      dispatch({ type: 'setStoreLogo', payload: url });
      showSuccessToast('Logo saved');
    } catch (error) {
      showErrorToast(error);
    } finally {
      setUploading(false);
    }
  };

  const p = profile.data;
  return (
    <Page title="Store profile" backAction={{ content: 'Settings', url: '/admin/settings/general' }}>
      {profile.error ? (
        <Banner tone="critical">{errorToastMessage(profile.error)}</Banner>
      ) : !p ? (
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      ) : (
        <BlockStack gap="400">
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                Logo
              </Text>
              {logo && <img src={logo} alt="Store logo" width={104} style={{ objectFit: 'contain' }} />}
              <label>
                <Text as="span">Upload a logo (JPEG, PNG, WebP or GIF, up to 2 MB)</Text>{' '}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  disabled={uploading}
                  onChange={(e) => void onLogo(e.target.files?.[0])}
                />
              </label>
            </BlockStack>
          </Card>
          <Section
            title="Store details"
            initial={{
              name: p.name,
              website: p.meta.website,
              industry: p.meta.industry,
              description: p.meta.description,
            }}
            schema={storeMetaBody}
            save={(body) => http.patch('/store/v1/meta', body, { schema: storeSettingResponse })}
            fields={[
              { key: 'name', label: 'Store name' },
              { key: 'website', label: 'Website', autoComplete: 'url' },
              { key: 'industry', label: 'Industry' },
              { key: 'description', label: 'Description', multiline: 3 },
            ]}
          />
          <Section
            title="Contact"
            initial={{ ...p.contact }}
            schema={storeContactBody}
            save={(body) => http.put('/store/v1/contact-update', body, { schema: storeSettingResponse })}
            fields={[
              { key: 'contact_name', label: 'Contact name', autoComplete: 'name' },
              { key: 'support_email', label: 'Support email', type: 'email', autoComplete: 'email' },
              { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
            ]}
          />
          <Section
            title="Return on investment"
            initial={{
              average_order_value: p.roi.average_order_value,
              average_return_cost: p.roi.average_return_cost,
              monthly_orders: String(p.roi.monthly_orders),
            }}
            schema={storeRoiBody}
            toBody={(f) => ({ ...f, monthly_orders: Number(f.monthly_orders) })}
            save={(body) => http.put('/store/v1/roi', body, { schema: storeSettingResponse })}
            fields={[
              {
                key: 'average_order_value',
                label: `Average order value (${p.currency})`,
                inputMode: 'decimal',
              },
              {
                key: 'average_return_cost',
                label: `Average cost of a return (${p.currency})`,
                inputMode: 'decimal',
              },
              { key: 'monthly_orders', label: 'Orders a month', type: 'number' },
            ]}
          />
        </BlockStack>
      )}
    </Page>
  );
}
