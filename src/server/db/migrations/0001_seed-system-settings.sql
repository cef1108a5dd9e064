-- SPEC 9 defaults. ON CONFLICT keeps values an admin has already changed.
INSERT INTO "system_settings" ("key", "value", "description") VALUES
  ('DEFAULT_FREE_USAGES', '3', 'Free generations a new account starts with'),
  ('TOKENS_PER_FIVE_USD', '1000000', 'Tokens credited for each $5 USD purchase')
ON CONFLICT ("key") DO NOTHING;
