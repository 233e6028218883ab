CREATE TABLE "split_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"split_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"payer_id" uuid,
	"paid_by_intent_id" text,
	"refund_to" text DEFAULT 'source' NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "split_shares_position_unique" UNIQUE("split_id","position"),
	CONSTRAINT "split_shares_amount_positive" CHECK ("split_shares"."amount_paise" > 0),
	CONSTRAINT "split_shares_status_valid" CHECK ("split_shares"."status" in ('unpaid', 'paid', 'refunded', 'removed')),
	CONSTRAINT "split_shares_refund_to_valid" CHECK ("split_shares"."refund_to" in ('source', 'credit')),
	CONSTRAINT "split_shares_paid_together" CHECK (("split_shares"."status" in ('paid', 'refunded')) = ("split_shares"."payer_id" is not null and "split_shares"."paid_by_intent_id" is not null and "split_shares"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"booker_id" uuid NOT NULL,
	"booker_intent_id" text NOT NULL,
	"players" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"token" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"end_cause" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "splits_booker_intent_id_unique" UNIQUE("booker_intent_id"),
	CONSTRAINT "splits_token_unique" UNIQUE("token"),
	CONSTRAINT "splits_players_valid" CHECK ("splits"."players" between 2 and 22),
	CONSTRAINT "splits_price_positive" CHECK ("splits"."price_paise" > 0),
	CONSTRAINT "splits_status_valid" CHECK ("splits"."status" in ('open', 'complete', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_share_id" uuid;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_booker_id_users_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_shares_paid_by_idx" ON "split_shares" USING btree ("paid_by_intent_id");--> statement-breakpoint
CREATE INDEX "splits_open_idx" ON "splits" USING btree ("deadline") WHERE "splits"."status" = 'open';--> statement-breakpoint
CREATE INDEX "splits_booker_idx" ON "splits" USING btree ("booker_id","status");--> statement-breakpoint
CREATE INDEX "payments_split_idx" ON "payments" USING btree ("split_id") WHERE "payments"."split_id" is not null;