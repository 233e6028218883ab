CREATE TABLE "rain_out_choices" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"rained_out_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"choice" text,
	"chosen_by" text,
	"chosen_at" timestamp with time zone,
	CONSTRAINT "rain_out_choices_choice_valid" CHECK ("rain_out_choices"."choice" is null or "rain_out_choices"."choice" in ('credit', 'move', 'refund')),
	CONSTRAINT "rain_out_choices_chosen_together" CHECK (("rain_out_choices"."choice" is null) = ("rain_out_choices"."chosen_at" is null) and ("rain_out_choices"."choice" is null) = ("rain_out_choices"."chosen_by" is null)),
	CONSTRAINT "rain_out_choices_chosen_by_valid" CHECK ("rain_out_choices"."chosen_by" is null or "rain_out_choices"."chosen_by" in ('player', 'system'))
);
--> statement-breakpoint
ALTER TABLE "rain_out_choices" ADD CONSTRAINT "rain_out_choices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rain_out_choices_open_idx" ON "rain_out_choices" USING btree ("deadline") WHERE "rain_out_choices"."choice" is null;