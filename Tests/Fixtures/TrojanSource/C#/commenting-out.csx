#!/usr/bin/env dotnet-script

bool isAdmin = false;
/*‮ } ⁦if (isAdmin)⁩ ⁦ begin admins only */
    Console.WriteLine("You are an admin.");
/* end admins only ‮ { ⁦*/
