-- Every change to a site row that visitor pages depend on (a publish, a sale, a settings change) is
-- announced on the channel 'site_changed' with the site's id, so each server process drops what it
-- keeps of that site at once instead of asking the database on every request.
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_changed', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sites_notify_changed ON sites;
--> statement-breakpoint
CREATE TRIGGER sites_notify_changed AFTER UPDATE ON sites FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
