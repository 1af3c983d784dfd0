import { lazy, Suspense, useState } from "react";
import { Plus } from "lucide-react";
import { MARKETPLACE_CATEGORIES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "@/components/category-filter";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { usePageTitle } from "@/hooks/use-page-title";
import type { MarketplaceCategory } from "../api/items";
import { ItemGrid } from "../components/item-grid";

// The dialog's form code (zod schemas and the form library) loads only when it is wanted.
const loadListItemDialog = () => import("../components/list-item-dialog");
const ListItemDialog = lazy(() => loadListItemDialog().then((m) => ({ default: m.ListItemDialog })));

/** /marketplace (Paw Bazar): items for sale by category, and the 'List Item' dialog. */
export default function MarketplacePage() {
  usePageTitle("Paw Bazar");
  const [category, setCategory] = useState<MarketplaceCategory | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const listItem = useDeferredPart(loadListItemDialog);

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow="Marketplace"
          title="Paw Bazar"
          description="Buy and sell pet items in your community"
          actions={
            <Button
              variant="gradient"
              onPointerEnter={listItem.preload}
              onFocus={listItem.preload}
              onClick={() => {
                listItem.want();
                setDialogOpen(true);
              }}
            >
              <Plus aria-hidden />
              List Item
            </Button>
          }
        />
        <CategoryFilter
          label="Item categories"
          allLabel="All"
          options={MARKETPLACE_CATEGORIES}
          value={category}
          onChange={setCategory}
        />
        <ItemGrid category={category} />
      </Container>
      {listItem.wanted && (
        <Suspense fallback={null}>
          <ListItemDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </div>
  );
}
