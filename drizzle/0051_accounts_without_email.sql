ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "buyer_email" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "users_mobilenumber_idx" ON "users" USING btree ("mobilenumber");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_login_check" CHECK (("users"."email" is null) = ("users"."password_hash" is null) and ("users"."email" is not null or "users"."role" = 'user'));