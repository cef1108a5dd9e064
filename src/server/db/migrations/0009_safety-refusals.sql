CREATE TABLE "safety_refusals_daily" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"stage" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "safety_refusals_daily_day_category_stage_pk" PRIMARY KEY("day","category","stage")
);
