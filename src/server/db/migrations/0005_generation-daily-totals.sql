-- Hand-written (drizzle-kit cannot express triggers): keeps generation_daily_totals equal to
-- generated_blocks per UTC day, inside the transaction that changes generated_blocks.
-- Statement-level triggers with transition tables, so a bulk insert or a cascade delete costs
-- one grouped upsert, not one per row. docs/decisions/111-admin-console.md.
CREATE FUNCTION generation_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO generation_daily_totals AS t (day, generations, tokens_used)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), coalesce(sum(tokens_used), 0)
    FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET generations = t.generations + excluded.generations, tokens_used = t.tokens_used + excluded.tokens_used;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO generation_daily_totals AS t (day, generations, tokens_used)
    SELECT (created_at AT TIME ZONE 'UTC')::date, -count(*), -coalesce(sum(tokens_used), 0)
    FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET generations = t.generations + excluded.generations, tokens_used = t.tokens_used + excluded.tokens_used;
  ELSE
    INSERT INTO generation_daily_totals AS t (day, generations, tokens_used)
    SELECT day, sum(generations), sum(tokens_used) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS generations, tokens_used FROM new_rows
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, -1, -tokens_used FROM old_rows
    ) AS changes GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET generations = t.generations + excluded.generations, tokens_used = t.tokens_used + excluded.tokens_used;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER generated_blocks_daily_insert AFTER INSERT ON generated_blocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION generation_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER generated_blocks_daily_delete AFTER DELETE ON generated_blocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION generation_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER generated_blocks_daily_update AFTER UPDATE ON generated_blocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION generation_daily_totals_apply();
--> statement-breakpoint
-- Rows that existed before this migration.
INSERT INTO generation_daily_totals (day, generations, tokens_used)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), coalesce(sum(tokens_used), 0)
FROM generated_blocks GROUP BY 1
ON CONFLICT (day) DO NOTHING;
