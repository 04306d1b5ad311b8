-- The unit a tenant's new claims start in (docs/decisions/070): 32nds of an inch or millimetres.
ALTER TABLE "claim_settings"
  ADD COLUMN "tread_unit" text DEFAULT '32nds' NOT NULL,
  ADD CONSTRAINT "claim_settings_tread_unit_check" CHECK ("tread_unit" IN ('32nds', 'mm'));
