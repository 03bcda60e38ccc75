import { Shirt } from 'lucide-react';

/** A white T-shirt with the design printed on the chest; the design's transparent parts show the shirt. */
export function TshirtMockup({ imageUrl, alt }: { imageUrl: string | null; alt: string }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm rounded-xl bg-gradient-to-br from-slate-100 to-slate-200">
      <svg viewBox="0 0 400 400" aria-hidden="true" className="absolute inset-0 size-full drop-shadow-md">
        <path
          d="M140 40 Q200 78 260 40 L340 78 L384 150 L322 180 L312 160 L312 370 Q200 384 88 370 L88 160 L78 180 L16 150 L60 78 Z"
          fill="#ffffff"
          stroke="#cbd5e1"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M140 40 Q200 96 260 40" fill="none" stroke="#cbd5e1" strokeWidth="3" />
      </svg>
      <div className="absolute left-[31%] top-[26%] flex size-[38%] items-center justify-center">
        {imageUrl ? (
          <img src={imageUrl} alt={alt} className="size-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-center text-xs text-gray-500">
            <Shirt aria-hidden="true" className="size-8" />
            Your design appears here
          </span>
        )}
      </div>
    </div>
  );
}
