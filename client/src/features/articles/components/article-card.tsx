import { CardTitleButton } from "@/components/card-title-button";
import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/relative-time";
import { CARD_GRID_SIZES } from "@/components/media/sizes";
import type { ArticleItem, ArticleKind } from "../kind";
import { ArticleImage } from "./article-image";

/** The DOM id of a card's open button, so focus can return to it after Back. */
export const articleCardButtonId = (id: string) => `article-card-${id}`;

interface ArticleCardProps<T extends ArticleItem> {
  kind: ArticleKind<T>;
  item: T;
  onOpen: (item: T) => void;
}

/** A tip or article in the grid: picture, topic, age, title and a three-line preview; the whole card opens it. */
export function ArticleCard<T extends ArticleItem>({ kind, item, onOpen }: ArticleCardProps<T>) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-all duration-200 hover:-translate-y-0.5 hover:shadow-lifted focus-within:shadow-lifted">
      <ArticleImage
        image={item.image}
        alt=""
        sizes={CARD_GRID_SIZES}
        fallbackIcon={kind.icon}
        className="aspect-[16/9]"
        imgClassName="transition-transform duration-500 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="secondary">{kind.topicOf(item)}</Badge>
          <RelativeTime date={item.createdAt} />
        </div>
        <h2 className="mt-3 text-lg leading-snug font-bold">
          <CardTitleButton id={articleCardButtonId(item.id)} onClick={() => onOpen(item)}>
            {item.title}
          </CardTitleButton>
        </h2>
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{item.content}</p>
      </div>
    </article>
  );
}
