#!/bin/bash
access_level="user"
if [ $access_level != 'user‮⁦' ]; then # Check if admin
    echo "You are an admin"
fi