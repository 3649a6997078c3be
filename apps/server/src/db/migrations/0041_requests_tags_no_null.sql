-- A request's tags never hold a null element (docs/processing.md): only direct SQL could write one, and the
-- lists then failed to answer. Any already written are removed first (the request_tags trigger ignores them).
UPDATE "requests" SET "tags" = array_remove("tags", null) WHERE array_position("tags", null) IS NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_tags_no_null" CHECK (array_position("requests"."tags", null) is null);
