CREATE TABLE "booking_reminders" (
	"booking_id" uuid NOT NULL,
	"reminder" text NOT NULL,
	"play_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_reminder_play_at_pk" PRIMARY KEY("booking_id","reminder","play_at")
);
--> statement-breakpoint
CREATE TABLE "mobile_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verified_mobile_numbers" (
	"mobile_number" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_mobile_numbers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"outbox_id" uuid,
	"message_key" text,
	"template" text NOT NULL,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"failure" text,
	"fallback_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_statuses" (
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"detail" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_statuses_message_id_status_pk" PRIMARY KEY("message_id","status")
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD CONSTRAINT "mobile_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_mobile_numbers" ADD CONSTRAINT "verified_mobile_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_codes_number_idx" ON "mobile_codes" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_outbox_idx" ON "whatsapp_messages" USING btree ("outbox_id");