DROP INDEX "analytics_daily_store_day_idx";--> statement-breakpoint
CREATE INDEX "analytics_daily_store_metric_day_idx" ON "analytics_daily" USING btree ("store_id","metric","day");