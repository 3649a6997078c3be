import type { PortalMedia } from '@roundtrip/core';
import type { RequestMediaRow } from '../../db/schema';

/** The public description of a stored file; the page adds `?session=` to the url. */
export const mediaOf = (m: RequestMediaRow): PortalMedia => ({
  id: m.id,
  kind: m.kind,
  content_type: m.contentType,
  size: m.size,
  url: `/api/customer/v1/media/${m.id}`,
  original_name: m.originalName,
});
