import { Badge } from '../../components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { COMING_SOON_GROUPS } from './coming-soon';

/** The analytics that are not built yet, each marked 'Coming Soon' where its figure will go. */
export function ComingSoonPanels() {
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {COMING_SOON_GROUPS.map((group) => (
        <Card key={group.title} role="region" aria-label={group.title}>
          <CardHeader>
            <CardTitle>{group.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="-my-2 divide-y divide-border">
              {group.items.map(({ label, icon: Icon }) => (
                <li key={label} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    {label}
                  </span>
                  <Badge variant="grey">Coming Soon</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
