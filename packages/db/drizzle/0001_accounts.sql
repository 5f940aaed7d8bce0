ALTER TABLE "bot_sessions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "sms_sender" text;