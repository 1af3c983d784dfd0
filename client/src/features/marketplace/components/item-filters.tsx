import { useId } from "react";
import { CircleAlert, X } from "lucide-react";
import { ITEM_CONDITIONS } from "@shared/constants/categories";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchInput } from "@/components/search-input";
import type { ItemCondition } from "../filters";

/** The condition select's "no filter" value. */
const ANY_CONDITION = "";

interface TextField {
  text: string;
  setText: (text: string) => void;
}

interface ItemFiltersProps {
  search: TextField;
  /** A search or filter is on its way to the server. */
  busy: boolean;
  condition: ItemCondition | undefined;
  onConditionChange: (condition: ItemCondition | undefined) => void;
  /** The items for sale (the default) or the sold ones. */
  sold: boolean;
  onSoldChange: (sold: boolean) => void;
  minPrice: TextField;
  maxPrice: TextField;
  /** The server refused the filters (400): its message, and whether it is about the price range. */
  problem: { message: string; aboutPrice: boolean } | null;
  /** Shown when anything but the category is set. */
  onClear?: () => void;
}

/** Paw Bazar's search box, for sale or sold, condition and price range; the server's objection to them shows underneath. */
export function ItemFilters({ search, busy, condition, onConditionChange, sold, onSoldChange, minPrice, maxPrice, problem, onClear }: ItemFiltersProps) {
  const problemId = useId();
  const priceInvalid = problem?.aboutPrice ?? false;

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 rounded-2xl border bg-card/80 p-3 shadow-soft backdrop-blur-sm md:flex-row md:items-center">
        <SearchInput
          value={search.text}
          onValueChange={search.setText}
          busy={busy}
          placeholder="Search items..."
          label="Search items"
          className="min-w-0 md:flex-1"
        />
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] md:flex md:items-center">
          <NativeSelect aria-label="Availability" value={sold ? "sold" : "for_sale"} onChange={(event) => onSoldChange(event.target.value === "sold")} className="md:w-36">
            <option value="for_sale">For sale</option>
            <option value="sold">Sold</option>
          </NativeSelect>
          <NativeSelect
            aria-label="Condition"
            value={condition ?? ANY_CONDITION}
            onChange={(event) => {
              const value = event.target.value;
              onConditionChange(value === ANY_CONDITION ? undefined : (value as ItemCondition));
            }}
            className="md:w-48"
          >
            <option value={ANY_CONDITION}>Any condition</option>
            {ITEM_CONDITIONS.map((option) => (
              <option key={option} value={option}>
                Condition: {option}
              </option>
            ))}
          </NativeSelect>
          <fieldset className="flex min-w-0 items-center gap-2 min-[420px]:col-span-2" aria-describedby={problem ? problemId : undefined}>
            <legend className="sr-only">Price range (USD)</legend>
            <PriceInput label="Minimum price" placeholder="Min" field={minPrice} invalid={priceInvalid} />
            <span className="text-muted-foreground" aria-hidden>
              –
            </span>
            <PriceInput label="Maximum price" placeholder="Max" field={maxPrice} invalid={priceInvalid} />
          </fieldset>
        </div>
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear} className="self-start text-muted-foreground md:self-auto">
            <X aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
      {problem && (
        <p id={problemId} role="alert" className="flex items-center gap-2 px-1 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          {problem.message}
        </p>
      )}
    </div>
  );
}

function PriceInput({ label, placeholder, field, invalid }: { label: string; placeholder: string; field: TextField; invalid: boolean }) {
  return (
    <div className="relative min-w-0 flex-1 md:w-28 md:flex-none">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
        $
      </span>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={field.text}
        onChange={(event) => field.setText(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={invalid || undefined}
        className="pl-7 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
    </div>
  );
}
