CREATE TABLE "player_favourites" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"event_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_favourites" ADD CONSTRAINT "player_favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;