-- Issue 45, item 5: a change made as one statement (lib/write-together.ts) that holds only if a row is
-- still the one read (`xmin`): its final select calls this with the rows the guarded part changed, and a
-- count other than the one expected aborts the whole statement, so none of its other parts is written.
-- SQLSTATE TF409 (no class of PostgreSQL's own): `isWriteConflict` tells it from every other error.
CREATE OR REPLACE FUNCTION expect_rows(changed bigint, expected bigint, what text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  IF changed <> expected THEN
    RAISE EXCEPTION '% changed meanwhile (% rows, % expected)', what, changed, expected USING ERRCODE = 'TF409';
  END IF;
  RETURN 1;
END $$;
