import { detectDamagesResponse, messageResponse } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  InlineStack,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

/**
 * The request page's damage panel (`detect-damages/{id}`, docs/stores.md): the text found on each photo, the
 * vision model's assessment when one is configured, and the merchant's verdict on it. Analysis starts
 * only when asked: OCR takes seconds per photo.
 */
export function DamagePanel({ requestId }: { requestId: string }) {
  const client = useQueryClient();
  const [asked, setAsked] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const key = ['detect-damages', requestId];
  const detection = useQuery({
    queryKey: key,
    queryFn: () => http.get(`/detect-damages/${requestId}`, { schema: detectDamagesResponse }),
    enabled: asked,
  });
  const feedback = useMutation({
    mutationFn: (body: { media_id: string; correct: boolean; note: string }) =>
      http.put(`/detect-damages/${requestId}`, body, { schema: messageResponse }),
    onSuccess: (res) => {
      showSuccessToast(res.message);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: showErrorToast,
  });
  const data = detection.data;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Damage detection
        </Text>
        {!asked ? (
          <InlineStack>
            <Button onClick={() => setAsked(true)}>Check photos for damage</Button>
          </InlineStack>
        ) : detection.isError ? (
          <Banner tone="critical">{errorToastMessage(detection.error)}</Banner>
        ) : !data ? (
          <SkeletonBodyText lines={3} />
        ) : (
          <BlockStack gap="300">
            {data.model.message && <Banner tone="info">{data.model.message}</Banner>}
            {data.damage_claimed && <Text as="p">The shopper gave a damage reason for this request.</Text>}
            {data.photos.length === 0 && <Text as="p">This request has no photos.</Text>}
            {data.photos.map((photo, index) => (
              <BlockStack key={photo.media_id} gap="200">
                <Text as="h3" variant="headingSm">{`Photo ${index + 1}`}</Text>
                <Text as="p">
                  {photo.text ? `Text on the photo: ${photo.text}` : 'No text found on the photo.'}
                </Text>
                {photo.damaged !== null && (
                  <InlineStack gap="200" blockAlign="center">
                    <Badge tone={photo.damaged ? 'critical' : 'success'}>
                      {photo.damaged ? 'Damaged' : 'No damage seen'}
                    </Badge>
                    <Text as="span">{photo.assessment ?? ''}</Text>
                  </InlineStack>
                )}
                {photo.problem && <Banner tone="warning">{photo.problem}</Banner>}
                {photo.damaged !== null &&
                  (photo.feedback ? (
                    <Text as="p" tone="subdued">
                      {`You said this assessment was ${photo.feedback.correct ? 'right' : 'wrong'}${photo.feedback.note ? `: ${photo.feedback.note}` : ''}.`}
                    </Text>
                  ) : (
                    <BlockStack gap="200">
                      <TextField
                        label={`Note on photo ${index + 1}`}
                        autoComplete="off"
                        value={notes[photo.media_id] ?? ''}
                        onChange={(v) => setNotes((n) => ({ ...n, [photo.media_id]: v }))}
                      />
                      <InlineStack gap="200">
                        {[true, false].map((correct) => (
                          <Button
                            key={String(correct)}
                            onClick={() =>
                              feedback.mutate({
                                media_id: photo.media_id,
                                correct,
                                note: notes[photo.media_id] ?? '',
                              })
                            }
                          >
                            {correct ? 'Assessment is right' : 'Assessment is wrong'}
                          </Button>
                        ))}
                      </InlineStack>
                    </BlockStack>
                  ))}
              </BlockStack>
            ))}
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
}
