#!/usr/bin/env dotnet-script

string access_level = "user";
if (access_level != "user‮ ⁦// Check if admin⁩ ⁦") {
    Console.WriteLine("You are an admin.");
}