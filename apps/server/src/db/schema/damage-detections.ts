import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { requestMedia, requests } from './requests';
import { storeIsolation } from './tenant-policy';

/** What damage detection found on one photo of a request, and the merchant's verdict on it. */
export const damageDetections = pgTable(
  'damage_detections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => requestMedia.id, { onDelete: 'cascade' }),
    /** Text OCR read on the photo. */
    text: text('text').notNull(),
    /** The vision model's assessment; null when no model is configured. */
    assessment: text('assessment'),
    damaged: boolean('damaged'),
    /** The merchant's verdict on the assessment: null until given. */
    feedbackCorrect: boolean('feedback_correct'),
    feedbackNote: text('feedback_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('damage_detections_media_key').on(t.mediaId), storeIsolation(t.storeId)],
);
