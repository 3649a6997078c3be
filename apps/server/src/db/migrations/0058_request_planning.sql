-- Requests made before this keep no planning: the policy simulator counts them as not replayable.
ALTER TABLE "requests" ADD COLUMN "planning" jsonb;