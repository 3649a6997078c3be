import type { PortalOrderItem, ReturnReason } from '@roundtrip/core';
import { lazy, Suspense } from 'react';
import { SelectField, TextArea } from '../components/fields';
import { useT } from '../i18n/i18n';
import { formatMoney, hideBroken } from '../lib/format';
import { type ItemDraft, itemField, type Kind } from './request-state';

// Only reasons that ask for photos download the uploader.
const MediaField = lazy(() => import('./media-field'));

type Props = {
  kind: Kind;
  item: PortalOrderItem;
  draft: ItemDraft;
  currency: string;
  reasons: readonly ReturnReason[];
  sessionId: string;
  error: (field: string) => string | null;
  touch: (field: string) => () => void;
  change: (patch: Partial<ItemDraft>) => void;
};

/** Quantity, reason, comment and, when the reason asks for them, photos or a video for one item. */
export function ItemFields({ kind, item, draft, currency, reasons, sessionId, error, touch, change }: Props) {
  const { t } = useT();
  const reason = reasons.find((r) => r.id === draft.reason_id);
  const max = Math.max(1, item[kind].max_quantity);
  const id = (f: 'quantity' | 'reason' | 'comment' | 'media') => itemField(item.line_item_id, f);

  return (
    <div className="rt-stack">
      <div className="rt-item__row">
        {item.image_url ? (
          <img
            className="rt-item__image"
            onError={hideBroken}
            src={item.image_url}
            alt=""
            width={56}
            height={56}
          />
        ) : null}
        <div className="rt-item__body">
          <p className="rt-item__title">{item.title}</p>
          {item.variant_title ? <p className="rt-muted">{item.variant_title}</p> : null}
          {item.price_paid !== null ? (
            <p className="rt-muted">{t('common.paid', { price: formatMoney(item.price_paid, currency) })}</p>
          ) : null}
        </div>
      </div>
      <SelectField
        id={id('quantity')}
        label={t('request.quantity')}
        value={String(draft.quantity)}
        onChange={(e) => change({ quantity: Number(e.target.value) })}
        options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
        error={error(id('quantity'))}
      />
      <SelectField
        id={id('reason')}
        label={t('request.reason')}
        value={draft.reason_id}
        onChange={(e) => change({ reason_id: e.target.value })}
        onBlur={touch(id('reason'))}
        placeholder={t('request.chooseReason')}
        options={reasons.map((r) => ({ value: r.id, label: r.name }))}
        error={error(id('reason'))}
        required
      />
      <TextArea
        id={id('comment')}
        label={t('request.comment')}
        hint={t('request.commentHint')}
        optional={!reason?.requires_comment}
        value={draft.comment}
        maxLength={1000}
        onChange={(e) => change({ comment: e.target.value })}
        onBlur={touch(id('comment'))}
        error={error(id('comment'))}
      />
      {reason?.requires_media ? (
        <Suspense fallback={null}>
          <MediaField
            id={id('media')}
            media={draft.media}
            sessionId={sessionId}
            error={error(id('media'))}
            onChange={(media) => change({ media })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
