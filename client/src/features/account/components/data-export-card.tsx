import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ACCOUNT_EXPORT_URL } from "../api/export-data";

/** 'Your data': a copy of everything about the person, as one JSON file. */
export function DataExportCard() {
  return (
    <Card className="rounded-3xl">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of everything about you on PawFans: your profile, posts, tiers, subscriptions and receipts, earnings,
          threads, comments, listings, notifications and messages, as one JSON file.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_URL} download>
            <Download aria-hidden />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
