-- A bulk action of the back office changes thousands of works in one statement (tag, archive, price, sold
-- over a whole filtered collection). The per-row upkeep triggers below would then refresh one search
-- document, one lowest price or queue one status per row (5 ms a work on the embedded database: 17 minutes
-- to tag 193,000 works). Such a statement sets app.upkeep_deferred to 'on' for its transaction (SET LOCAL)
-- and does the same upkeep itself once over all the works it changed (server/services/back-office/
-- bulk-effects.ts). Every other writer leaves it unset, and the triggers fire as before.
DROP TRIGGER IF EXISTS search_inventory_update ON inventory;
--> statement-breakpoint
CREATE TRIGGER search_inventory_update AFTER UPDATE OF site_id, title, artist_id, medium, tags, active, sort_order ON inventory FOR EACH ROW
  WHEN (current_setting('app.upkeep_deferred', true) IS DISTINCT FROM 'on'
    AND (OLD.site_id, OLD.title, OLD.artist_id, OLD.medium, OLD.tags, OLD.active, OLD.sort_order) IS DISTINCT FROM (NEW.site_id, NEW.title, NEW.artist_id, NEW.medium, NEW.tags, NEW.active, NEW.sort_order))
  EXECUTE FUNCTION search_row_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS editions_lowest_price_change ON editions;
--> statement-breakpoint
CREATE TRIGGER editions_lowest_price_change AFTER UPDATE OF price, active, inventory_id OR DELETE ON editions FOR EACH ROW
  WHEN (current_setting('app.upkeep_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION editions_lowest_price_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS editions_sale_status_change ON editions;
--> statement-breakpoint
CREATE TRIGGER editions_sale_status_change AFTER UPDATE OF quantity, is_on_hold, active, inventory_id ON editions FOR EACH ROW
  WHEN (current_setting('app.upkeep_deferred', true) IS DISTINCT FROM 'on'
    AND (OLD.quantity, OLD.is_on_hold, OLD.active, OLD.inventory_id) IS DISTINCT FROM (NEW.quantity, NEW.is_on_hold, NEW.active, NEW.inventory_id))
  EXECUTE FUNCTION editions_sale_status_queued();
