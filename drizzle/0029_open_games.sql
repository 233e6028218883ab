CREATE TABLE "game_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"intent_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"return_status" text DEFAULT 'none' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "game_players_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "game_players_amount_positive" CHECK ("game_players"."amount_paise" > 0),
	CONSTRAINT "game_players_status_valid" CHECK ("game_players"."status" in ('joined', 'left', 'removed', 'refunded')),
	CONSTRAINT "game_players_return_valid" CHECK ("game_players"."return_status" in ('none', 'due', 'done')),
	CONSTRAINT "game_players_return_only_kept" CHECK ("game_players"."return_status" = 'none' or "game_players"."status" = 'joined')
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	"organizer_intent_id" text NOT NULL,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"spots_total" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"price_per_spot_paise" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"return_to" text DEFAULT 'source' NOT NULL,
	"min_reliability" integer,
	"if_not_full" text DEFAULT 'keep' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "games_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "games_spots_valid" CHECK ("games"."spots_total" between 1 and 21),
	CONSTRAINT "games_spot_price_exact" CHECK ("games"."price_per_spot_paise" = "games"."price_paise" / ("games"."spots_total" + 1) and "games"."price_per_spot_paise" > 0),
	CONSTRAINT "games_level_valid" CHECK ("games"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "games_status_valid" CHECK ("games"."status" in ('open', 'closed', 'settled', 'cancelled')),
	CONSTRAINT "games_return_to_valid" CHECK ("games"."return_to" in ('source', 'credit')),
	CONSTRAINT "games_if_not_full_valid" CHECK ("games"."if_not_full" in ('keep', 'cancel')),
	CONSTRAINT "games_min_reliability_valid" CHECK ("games"."min_reliability" is null or "games"."min_reliability" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "game_id" uuid;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_one_spot" ON "game_players" USING btree ("game_id","player_id") WHERE "game_players"."status" = 'joined';--> statement-breakpoint
CREATE INDEX "game_players_return_due_idx" ON "game_players" USING btree ("joined_at") WHERE "game_players"."return_status" = 'due';--> statement-breakpoint
CREATE INDEX "games_open_idx" ON "games" USING btree ("deadline") WHERE "games"."status" in ('open', 'closed');