-- Centre 00-07 words its upgrade hint with two numbers to book the upgrade through (spec 9): a
-- centre keeps them as data; every other centre has none.
ALTER TABLE "centres" ADD COLUMN "upgrade_phones" jsonb DEFAULT '[]'::jsonb NOT NULL;