CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"placement" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"order_no" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"audience" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"show_description" boolean NOT NULL,
	"attachment_path" text NOT NULL,
	"width_in_pixels" integer NOT NULL,
	"height_in_pixels" integer NOT NULL,
	"link" text NOT NULL,
	"link_name" text NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"popup_width_in_pixels" integer,
	"popup_height_in_pixels" integer
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"component_stack" text,
	"path" text NOT NULL,
	"user_agent" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"app" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"path" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_headers" (
	"brand" text PRIMARY KEY NOT NULL,
	"css" text NOT NULL,
	"js" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gcb_seals" (
	"host" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_ip_ranges" (
	"cidr" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "html_widgets" (
	"id" integer NOT NULL,
	"brand" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "html_widgets_brand_id_locale_pk" PRIMARY KEY("brand","id","locale")
);
--> statement-breakpoint
CREATE TABLE "news_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"order_no" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"pages" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"order_no" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image_path" text NOT NULL,
	"body" text NOT NULL,
	"terms" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_link" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "public_pages" (
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "public_pages_brand_locale_slug_pk" PRIMARY KEY("brand","locale","slug")
);
--> statement-breakpoint
CREATE TABLE "svg_icons" (
	"type" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "svg_icons_type_name_pk" PRIMARY KEY("type","name")
);
--> statement-breakpoint
CREATE INDEX "adverts_placement_idx" ON "adverts" USING btree ("brand","placement");--> statement-breakpoint
CREATE INDEX "client_metrics_name_idx" ON "client_metrics" USING btree ("brand","name","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_brand_locale_slug_idx" ON "promotions" USING btree ("brand","locale","slug");