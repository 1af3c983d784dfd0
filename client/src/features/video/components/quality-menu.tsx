import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { Check, Crown, Lock, Settings2 } from "lucide-react";
import type { UnlockTier } from "@shared/post-audience";
import { qualityBenefitNote, type PlaybackRendition } from "@shared/video";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { StreamLevel } from "../stream";

/** "4K" for the 2160 rung, else "720p". */
function qualityLabel(height: number): string {
  return height >= 2160 ? "4K" : `${height}p`;
}

interface QualityMenuProps {
  /** Every rendition of the video, lowest first, and whether the viewer's tier plays it. */
  renditions: PlaybackRendition[];
  /** The renditions hls.js can switch to (empty with the browser's own player, which chooses itself). */
  levels: StreamLevel[];
  /** The chosen level's index, -1 for automatic. */
  chosen: number;
  /** The rung playing now, when known. */
  playingHeight: number | null;
  onChoose: (index: number) => void;
  upgradeTier: UnlockTier | null;
  onUpgrade?: (tier: UnlockTier) => void;
}

const radioItemClass =
  "relative flex cursor-pointer items-center gap-2.5 rounded-lg py-2 pr-2.5 pl-8 text-sm outline-none transition-colors select-none focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50";

/**
 * The player's quality control: Auto and the renditions the viewer's tier plays,
 * then, greyed, the higher ones with the tier they come with ("4K is a VIP benefit")
 * and one Upgrade action.
 */
export function QualityMenu({ renditions, levels, chosen, playingHeight, onChoose, upgradeTier, onUpgrade }: QualityMenuProps) {
  const allowed = renditions.filter((r) => r.allowed).reverse();
  const locked = renditions.filter((r) => !r.allowed).reverse();
  const levelOf = (height: number) => levels.find((level) => level.height === height)?.index;
  const chosenHeight = levels.find((level) => level.index === chosen)?.height;
  const shown = chosen === -1 ? (playingHeight ? `Auto · ${qualityLabel(playingHeight)}` : "Auto") : chosenHeight ? qualityLabel(chosenHeight) : "Auto";
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Quality: ${shown}`}
        className="inline-flex h-8 items-center gap-1.5 rounded-full bg-black/60 px-3 text-xs font-semibold text-white ring-1 ring-white/25 backdrop-blur-md transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <Settings2 className="size-3.5" aria-hidden />
        <span aria-hidden>{shown}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Quality</DropdownMenuLabel>
        <DropdownMenuPrimitive.RadioGroup value={String(chosen)} onValueChange={(value) => onChoose(Number(value))}>
          <QualityItem value="-1" label="Auto" hint={chosen === -1 && playingHeight ? qualityLabel(playingHeight) : undefined} />
          {allowed.map((rendition) => {
            const index = levelOf(rendition.height);
            return (
              <QualityItem
                key={rendition.height}
                // The browser's own player chooses the rendition itself: listed, not chosen here.
                value={index === undefined ? `native-${rendition.height}` : String(index)}
                label={qualityLabel(rendition.height)}
                hint={rendition.height >= 2160 ? "2160p" : rendition.height >= 720 ? "HD" : undefined}
                disabled={index === undefined}
              />
            );
          })}
        </DropdownMenuPrimitive.RadioGroup>
        {locked.length > 0 && (
          <>
            <DropdownMenuSeparator />
            {locked.map((rendition) => (
              <DropdownMenuItem key={rendition.height} disabled className="items-start">
                <Lock className="mt-0.5" aria-hidden />
                <span className="flex flex-col">
                  <span className="font-medium">{qualityLabel(rendition.height)}</span>
                  <span className="text-xs text-muted-foreground">
                    {upgradeTier ? qualityBenefitNote(rendition.height, upgradeTier.name) : "Not included in your subscription"}
                  </span>
                </span>
              </DropdownMenuItem>
            ))}
            {upgradeTier && onUpgrade && (
              <DropdownMenuItem onSelect={() => onUpgrade(upgradeTier)} className="font-semibold text-primary [&_svg]:text-primary">
                <Crown aria-hidden />
                Upgrade to {upgradeTier.name}
              </DropdownMenuItem>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function QualityItem({ value, label, hint, disabled }: { value: string; label: string; hint?: string; disabled?: boolean }) {
  return (
    <DropdownMenuPrimitive.RadioItem value={value} disabled={disabled} className={radioItemClass}>
      <span className="absolute left-2.5 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Check className="size-4 text-primary" aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      <span className="font-medium">{label}</span>
      {hint && <span className="ml-auto text-xs text-muted-foreground">{hint}</span>}
    </DropdownMenuPrimitive.RadioItem>
  );
}
