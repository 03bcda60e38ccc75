import { useMutation } from '@tanstack/react-query';
import { generateSectionSuggestions } from '@/lib/more-ideas';

export function useMoreIdeas() {
  return useMutation({ mutationFn: generateSectionSuggestions });
}
