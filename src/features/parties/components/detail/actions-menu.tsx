import { Camera, MoreVertical, Pencil, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { PartyAbilities } from '../../lib/permissions';
import { actionsMenu } from '../../lib/permissions';

/** The overview's actions (docs/product.md#actions-menu): Generate Photo for everyone in it, Manage Team, Edit. */
export function ActionsMenu({
  abilities,
  onGeneratePhoto,
  onManageTeam,
  onEdit,
}: {
  abilities: PartyAbilities;
  onGeneratePhoto: () => void;
  onManageTeam: () => void;
  onEdit: () => void;
}) {
  const menu = actionsMenu(abilities);
  if (!menu.show) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Party actions" className="bg-white/95">
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {menu.generatePhoto && (
          <DropdownMenuItem onSelect={onGeneratePhoto}>
            <Camera aria-hidden="true" /> Generate Photo
          </DropdownMenuItem>
        )}
        {menu.manageTeam && (
          <DropdownMenuItem onSelect={onManageTeam}>
            <Users aria-hidden="true" /> Manage Team
          </DropdownMenuItem>
        )}
        {menu.edit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" /> Edit
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
