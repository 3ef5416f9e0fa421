CREATE TABLE "video_streams" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" integer NOT NULL,
	"allowed_countries" text[] NOT NULL,
	"blocked_countries" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "streaming_pm_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "streaming_img_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tracker_pm_id" text;--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_streams_event_idx" ON "video_streams" USING btree ("event_id");