ALTER TABLE "stores" ADD COLUMN "logo_key" text;--> statement-breakpoint
-- Uploaded logos were stored as a path relative to the server, which the General settings contract (a
-- web address) refused: such a path becomes the logo's storage key, shown at the server's own address.
UPDATE "stores" SET "logo_key" = 'logos/' || substring("logo_url" from length('/api/store/v1/logo/') + 1), "logo_url" = '' WHERE "logo_url" LIKE '/api/store/v1/logo/%';
