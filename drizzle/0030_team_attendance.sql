CREATE TABLE "player_attendance" (
	"booking_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"attendance" text,
	"marked_by" uuid NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_attendance_booking_id_player_id_pk" PRIMARY KEY("booking_id","player_id"),
	CONSTRAINT "player_attendance_valid" CHECK ("player_attendance"."attendance" is null or "player_attendance"."attendance" in ('arrived', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "player_attendance" ADD CONSTRAINT "player_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_attendance" ADD CONSTRAINT "player_attendance_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_attendance" ADD CONSTRAINT "player_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Who plays in a booking besides its booker (docs/decisions/043): its game's joined players and
-- its split's teammates who paid a share themselves. One row per booking and player.
CREATE VIEW "booking_team_players" AS
SELECT "booking_id", "player_id", min("role") AS "role"
FROM (
  SELECT "games"."booking_id", "game_players"."player_id", 'joined' AS "role"
  FROM "game_players" JOIN "games" ON "games"."id" = "game_players"."game_id"
  WHERE "game_players"."status" = 'joined'
  UNION ALL
  SELECT "bookings"."id", "split_shares"."payer_id", 'teammate' AS "role"
  FROM "split_shares"
  JOIN "splits" ON "splits"."id" = "split_shares"."split_id"
  JOIN "bookings" ON "bookings"."payment_id" = "splits"."booker_intent_id"
  WHERE "split_shares"."status" = 'paid' AND "split_shares"."payer_id" <> "splits"."booker_id"
) AS "players"
GROUP BY "booking_id", "player_id";
