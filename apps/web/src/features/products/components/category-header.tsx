import { useCategoryHeaders } from '../api/get-category-headers';

/** The chosen category's header picture (192 px high) with its title and description, when it has an active one. */
export function CategoryHeader({ category }: { category: string }) {
  const query = useCategoryHeaders();
  const header = query.data?.find((h) => h.category === category && h.isActive);
  if (!header) return null;

  return (
    <section aria-label={header.title || category} className="relative h-48 overflow-hidden rounded-2xl border border-line bg-paper-deep">
      {header.headerImage && <img src={header.headerImage} alt="" className="absolute inset-0 h-full w-full object-cover" />}
      <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/65 via-black/20 to-transparent p-4 text-white">
        <h2 className="font-display text-2xl font-semibold drop-shadow">{header.title || category}</h2>
        {header.description && <p className="mt-1 line-clamp-2 text-sm drop-shadow">{header.description}</p>}
      </div>
    </section>
  );
}
