#!/bin/bash
access_level="user"
if [ $access_level != 'none‮⁦' ]; then # Check if admin ⁩⁦' -a $access_level != 'user
    echo "You are an admin"
fi